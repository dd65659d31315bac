"""torch.qr -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 3641, transformers#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.qr -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=64)

    def forward(self, x):
        x = torch.qr(x)[0]
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
