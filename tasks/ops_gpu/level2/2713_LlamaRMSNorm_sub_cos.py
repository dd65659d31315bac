"""hf.LlamaRMSNorm -> torch.sub -> torch.cos: synthesised by warpgym synth (seed 7, index 4289, transformers#3, dim 0 x1191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.sub -> torch.cos"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x, x1):
        x = self.llamarmsnorm_0(x)
        x = torch.sub(x, x1)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(9528, 16, 32, 32), torch.randn(9528, 16, 32, 32)]


def get_init_inputs():
    return []
