"""hf.LlamaRMSNorm -> Mish: synthesised by warpgym synth (seed 7, index 2982, transformers#2, dim 0 x1397)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> Mish"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(5588, 32, 32, 32)]


def get_init_inputs():
    return []
