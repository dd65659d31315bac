"""torch.heaviside -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 9, index 501, transformers#2, dim 0 x2442)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.heaviside -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=256)

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1250304, 256), torch.randn(1250304, 256)]


def get_init_inputs():
    return []
