"""ConstantPad3d -> hf.GELUActivation: synthesised by warpgym synth (seed 8, index 166, transformers#2, dim 0 x1751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """ConstantPad3d -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(56032, 128, 64)]


def get_init_inputs():
    return []
