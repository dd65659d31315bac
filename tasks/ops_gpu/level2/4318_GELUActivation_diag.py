"""hf.GELUActivation -> torch.diag: synthesised by warpgym synth (seed 7, index 6784, transformers#2, dim 0 x15269)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> torch.diag"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = torch.diag(x)
        return x


def get_inputs():
    return [torch.randn(3908864, 256)]


def get_init_inputs():
    return []
