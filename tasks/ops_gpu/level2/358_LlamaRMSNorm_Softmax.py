"""hf.LlamaRMSNorm -> Softmax: synthesised by warpgym synth (seed 7, index 552, transformers#2, dim 0 x1562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> Softmax"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=1024)
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(99968, 1024)]


def get_init_inputs():
    return []
