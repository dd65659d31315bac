"""hf.QuickGELUActivation -> torch.neg -> F.unfold -> GLU: synthesised by warpgym synth (seed 7, index 6825, transformers#4, dim 0 x1562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.neg -> F.unfold -> GLU"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.glu_3 = nn.GLU()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.neg(x)
        x = F.unfold(x, kernel_size=3)
        x = self.glu_3(x)
        return x


def get_inputs():
    return [torch.randn(12496, 16, 32, 32)]


def get_init_inputs():
    return []
