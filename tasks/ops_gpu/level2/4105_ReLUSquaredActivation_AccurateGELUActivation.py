"""hf.ReLUSquaredActivation -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6455, transformers#2, dim 0 x1043)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(16688, 32, 256)]


def get_init_inputs():
    return []
