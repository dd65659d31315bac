"""hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 773, transformers#1, dim 0 x7165)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(458560, 1024)]


def get_init_inputs():
    return []
