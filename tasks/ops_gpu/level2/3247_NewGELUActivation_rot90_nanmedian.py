"""hf.NewGELUActivation -> torch.rot90 -> torch.nanmedian: synthesised by warpgym synth (seed 7, index 4997, transformers#3, dim 0 x6444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> torch.rot90 -> torch.nanmedian"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = torch.rot90(x)
        x = torch.nanmedian(x)
        return x


def get_inputs():
    return [torch.randn(25776, 16, 8, 8, 8)]


def get_init_inputs():
    return []
