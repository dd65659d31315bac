"""hf.GELUActivation -> F.softsign -> F.relu6: synthesised by warpgym synth (seed 7, index 1756, transformers#3, dim 0 x10938)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.softsign -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = F.softsign(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(21876, 8, 8, 16, 16)]


def get_init_inputs():
    return []
