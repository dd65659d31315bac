"""CrossMapLRN2d -> hf.QuickGELUActivation -> ConstantPad2d -> Softplus: synthesised by warpgym synth (seed 7, index 5374, transformers#4, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """CrossMapLRN2d -> hf.QuickGELUActivation -> ConstantPad2d -> Softplus"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)
        self.softplus_3 = nn.Softplus()

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = self.quickgeluactivation_1(x)
        x = self.constantpad2d_2(x)
        x = self.softplus_3(x)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
