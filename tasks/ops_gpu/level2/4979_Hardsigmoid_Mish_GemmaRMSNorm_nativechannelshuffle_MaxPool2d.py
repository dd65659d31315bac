"""Hardsigmoid -> Mish -> hf.GemmaRMSNorm -> F.native_channel_shuffle -> MaxPool2d: synthesised by warpgym synth (seed 9, index 408, transformers#5, dim 0 x1335)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """Hardsigmoid -> Mish -> hf.GemmaRMSNorm -> F.native_channel_shuffle -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.mish_1 = nn.Mish()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)
        self.maxpool2d_4 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.mish_1(x)
        x = self.gemmarmsnorm_2(x)
        x = F.native_channel_shuffle(x, 2)
        x = self.maxpool2d_4(x)
        return x


def get_inputs():
    return [torch.randn(10680, 64, 16, 16)]


def get_init_inputs():
    return []
