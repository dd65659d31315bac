"""hf.MistralRMSNorm -> Flatten: synthesised by warpgym synth (seed 7, index 309, transformers#2, dim 0 x1766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> Flatten"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=128)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(14128, 256, 128)]


def get_init_inputs():
    return []
