"""Unfold -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 147, transformers#2, dim 0 x741)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """Unfold -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=900)

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(5928, 16, 32, 32)]


def get_init_inputs():
    return []
