"""MaxPool1d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2249, transformers#2, dim 0 x2300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """MaxPool1d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(36800, 32, 256)]


def get_init_inputs():
    return []
