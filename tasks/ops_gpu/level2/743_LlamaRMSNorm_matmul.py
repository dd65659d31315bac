"""hf.LlamaRMSNorm -> torch.matmul: synthesised by warpgym synth (seed 7, index 1200, transformers#2, dim 0 x692)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.matmul"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x, x1):
        x = self.llamarmsnorm_0(x)
        x = torch.matmul(x, x1)
        return x


def get_inputs():
    return [torch.randn(2768, 32, 32, 32), torch.randn(2768, 32, 32, 32)]


def get_init_inputs():
    return []
