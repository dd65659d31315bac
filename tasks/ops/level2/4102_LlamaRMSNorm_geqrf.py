"""hf.LlamaRMSNorm -> torch.geqrf: synthesised by warpgym synth (seed 7, index 5393, transformers#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=128)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 256, 128)]


def get_init_inputs():
    return []
