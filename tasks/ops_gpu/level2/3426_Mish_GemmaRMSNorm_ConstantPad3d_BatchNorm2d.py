"""Mish -> hf.GemmaRMSNorm -> ConstantPad3d -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 5383, transformers#4, dim 0 x2791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """Mish -> hf.GemmaRMSNorm -> ConstantPad3d -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)
        self.batchnorm2d_3 = nn.BatchNorm2d(num_features=34)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.gemmarmsnorm_1(x)
        x = self.constantpad3d_2(x)
        x = self.batchnorm2d_3(x)
        return x


def get_inputs():
    return [torch.randn(11164, 32, 32, 32)]


def get_init_inputs():
    return []
