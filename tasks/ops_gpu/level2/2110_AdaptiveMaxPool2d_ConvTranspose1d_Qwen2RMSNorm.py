"""AdaptiveMaxPool2d -> ConvTranspose1d -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 3334, transformers#3, dim 0 x4869)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """AdaptiveMaxPool2d -> ConvTranspose1d -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=4, kernel_size=3, out_channels=4)
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=6)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.convtranspose1d_1(x)
        x = self.qwen2rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(77904, 32, 256)]


def get_init_inputs():
    return []
