"""hf.NewGELUActivation -> HuberLoss: synthesised by warpgym synth (seed 7, index 1453, transformers#2, dim 0 x2010)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(32160, 32, 16, 16), torch.randn(32160, 32, 16, 16)]


def get_init_inputs():
    return []
