"""CELU -> hf.QuickGELUActivation -> torch.std: synthesised by warpgym synth (seed 7, index 6849, transformers#3, dim 0 x595)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """CELU -> hf.QuickGELUActivation -> torch.std"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.celu_0(x)
        x = self.quickgeluactivation_1(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(304640, 256)]


def get_init_inputs():
    return []
