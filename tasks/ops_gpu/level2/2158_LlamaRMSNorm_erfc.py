"""hf.LlamaRMSNorm -> torch.erfc: synthesised by warpgym synth (seed 7, index 3410, transformers#2, dim 0 x2541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(10164, 32, 32, 32)]


def get_init_inputs():
    return []
