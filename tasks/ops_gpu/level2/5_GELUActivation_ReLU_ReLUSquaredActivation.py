"""hf.GELUActivation -> ReLU -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 6, transformers#3, dim 0 x4060)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.GELUActivation -> ReLU -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.relu_1 = nn.ReLU()
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.relu_1(x)
        x = self.relusquaredactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(32480, 64, 16, 16)]


def get_init_inputs():
    return []
