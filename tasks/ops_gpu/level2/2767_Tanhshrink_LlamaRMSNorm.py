"""Tanhshrink -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 4370, transformers#2, dim 0 x418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """Tanhshrink -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3344, 16, 32, 32)]


def get_init_inputs():
    return []
