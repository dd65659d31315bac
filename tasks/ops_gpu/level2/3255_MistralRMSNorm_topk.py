"""hf.MistralRMSNorm -> torch.topk: synthesised by warpgym synth (seed 7, index 5136, transformers#2, dim 0 x484)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=64)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(15488, 128, 64)]


def get_init_inputs():
    return []
