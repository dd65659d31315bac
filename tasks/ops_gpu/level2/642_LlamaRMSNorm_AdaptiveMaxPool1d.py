"""hf.LlamaRMSNorm -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 1030, transformers#2, dim 0 x237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=64)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(7584, 128, 64)]


def get_init_inputs():
    return []
