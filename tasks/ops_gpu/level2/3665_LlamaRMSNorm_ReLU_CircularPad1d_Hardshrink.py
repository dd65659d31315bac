"""hf.LlamaRMSNorm -> ReLU -> CircularPad1d -> Hardshrink: synthesised by warpgym synth (seed 7, index 5748, transformers#4, dim 0 x331)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> ReLU -> CircularPad1d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)
        self.relu_1 = nn.ReLU()
        self.circularpad1d_2 = nn.CircularPad1d(padding=1)
        self.hardshrink_3 = nn.Hardshrink()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.relu_1(x)
        x = self.circularpad1d_2(x)
        x = self.hardshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(5296, 32, 256)]


def get_init_inputs():
    return []
