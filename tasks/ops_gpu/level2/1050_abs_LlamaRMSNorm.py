"""torch.abs -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 1707, transformers#2, dim 0 x2886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.abs -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=256)

    def forward(self, x):
        x = torch.abs(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1477632, 256)]


def get_init_inputs():
    return []
