"""InstanceNorm3d -> F.pixel_unshuffle -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 4815, transformers#3, dim 0 x1659)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """InstanceNorm3d -> F.pixel_unshuffle -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)
        self.geluactivation_2 = GELUActivation()

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = F.pixel_unshuffle(x, 2)
        x = self.geluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(26544, 32, 16, 16)]


def get_init_inputs():
    return []
