"""hf.LlamaRMSNorm -> F.log_softmax: synthesised by warpgym synth (seed 7, index 1005, transformers#2, dim 0 x2362)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(604672, 256)]


def get_init_inputs():
    return []
