"""hf.QuickGELUActivation -> LeakyReLU: synthesised by warpgym synth (seed 7, index 6699, transformers#2, dim 0 x1137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(9096, 64, 16, 16)]


def get_init_inputs():
    return []
