"""hf.GELUActivation -> MSELoss: synthesised by warpgym synth (seed 7, index 6636, transformers#2, dim 0 x3984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.mseloss_1 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = self.mseloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(31872, 16, 32, 32), torch.randn(31872, 16, 32, 32)]


def get_init_inputs():
    return []
