"""hf.ClippedGELUActivation -> HuberLoss: synthesised by warpgym synth (seed 7, index 6712, transformers#2, dim 0 x3469)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.clippedgeluactivation_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(27752, 16, 32, 32), torch.randn(27752, 16, 32, 32)]


def get_init_inputs():
    return []
