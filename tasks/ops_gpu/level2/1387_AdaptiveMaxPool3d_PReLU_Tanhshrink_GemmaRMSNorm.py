"""AdaptiveMaxPool3d -> PReLU -> Tanhshrink -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 2225, transformers#4, dim 0 x7836)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """AdaptiveMaxPool3d -> PReLU -> Tanhshrink -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.prelu_1 = nn.PReLU()
        self.tanhshrink_2 = nn.Tanhshrink()
        self.gemmarmsnorm_3 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = self.prelu_1(x)
        x = self.tanhshrink_2(x)
        x = self.gemmarmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(62688, 64, 16, 16)]


def get_init_inputs():
    return []
