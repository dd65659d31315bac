"""hf.MistralRMSNorm -> torch.fix: synthesised by warpgym synth (seed 7, index 5878, transformers#2, dim 0 x1132)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.fix"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.fix(x)
        return x


def get_inputs():
    return [torch.randn(4528, 32, 32, 32)]


def get_init_inputs():
    return []
