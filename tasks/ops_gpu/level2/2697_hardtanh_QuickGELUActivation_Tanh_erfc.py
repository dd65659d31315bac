"""F.hardtanh -> hf.QuickGELUActivation -> Tanh -> torch.erfc: synthesised by warpgym synth (seed 7, index 4267, transformers#4, dim 0 x764)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.hardtanh -> hf.QuickGELUActivation -> Tanh -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.quickgeluactivation_1(x)
        x = self.tanh_2(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(195584, 256)]


def get_init_inputs():
    return []
