"""hf.LlamaRMSNorm -> torch.max -> torch.floor_divide: synthesised by warpgym synth (seed 9, index 704, transformers#3, dim 0 x3197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.max -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=8)

    def forward(self, x, x1, x2):
        x = self.llamarmsnorm_0(x)
        x = torch.max(x, x1)
        x = torch.floor_divide(x, x2)
        return x


def get_inputs():
    return [torch.randn(12788, 16, 8, 8, 8), torch.randn(12788, 16, 8, 8, 8), torch.randn(12788, 16, 8, 8, 8)]


def get_init_inputs():
    return []
