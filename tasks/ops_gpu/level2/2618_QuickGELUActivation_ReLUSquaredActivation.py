"""hf.QuickGELUActivation -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 4145, transformers#2, dim 0 x2016)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(258048, 256)]


def get_init_inputs():
    return []
