"""hf.GELUActivation -> ReLU6: synthesised by warpgym synth (seed 7, index 3127, transformers#2, dim 0 x3504)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(28032, 16, 32, 32)]


def get_init_inputs():
    return []
