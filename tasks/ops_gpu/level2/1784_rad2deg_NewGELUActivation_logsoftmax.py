"""torch.rad2deg -> hf.NewGELUActivation -> F.log_softmax: synthesised by warpgym synth (seed 7, index 2828, transformers#3, dim 0 x8407)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.rad2deg -> hf.NewGELUActivation -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.newgeluactivation_1(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(16814, 8, 8, 16, 16)]


def get_init_inputs():
    return []
