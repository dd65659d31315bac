"""hf.QuickGELUActivation -> hf.SiLUActivation -> torch.arctan -> CELU: synthesised by warpgym synth (seed 7, index 3445, transformers#4, dim 0 x1318)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> hf.SiLUActivation -> torch.arctan -> CELU"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.siluactivation_1 = SiLUActivation()
        self.celu_3 = nn.CELU()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.siluactivation_1(x)
        x = torch.arctan(x)
        x = self.celu_3(x)
        return x


def get_inputs():
    return [torch.randn(674816, 256)]


def get_init_inputs():
    return []
