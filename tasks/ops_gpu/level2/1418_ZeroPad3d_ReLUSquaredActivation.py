"""ZeroPad3d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 2271, transformers#2, dim 0 x12190)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """ZeroPad3d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(24380, 8, 8, 16, 16)]


def get_init_inputs():
    return []
