"""MaxPool2d -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 2059, transformers#2, dim 0 x6740)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """MaxPool2d -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(107840, 32, 16, 16)]


def get_init_inputs():
    return []
