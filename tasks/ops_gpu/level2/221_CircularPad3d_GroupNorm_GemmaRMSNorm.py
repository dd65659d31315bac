"""CircularPad3d -> GroupNorm -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 339, transformers#3, dim 0 x1061)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """CircularPad3d -> GroupNorm -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.groupnorm_1 = nn.GroupNorm(num_channels=34, num_groups=2)
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = self.groupnorm_1(x)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(4244, 32, 32, 32)]


def get_init_inputs():
    return []
