"""hf.AccurateGELUActivation -> torch.topk: synthesised by warpgym synth (seed 7, index 3518, transformers#2, dim 0 x144)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(1152, 16, 32, 32)]


def get_init_inputs():
    return []
