"""hf.FastGELUActivation -> PReLU -> torch.lerp -> hf.XIELUActivation -> F.hardtanh: synthesised by warpgym synth (seed 10, index 46, transformers#5, dim 0 x100)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> PReLU -> torch.lerp -> hf.XIELUActivation -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.prelu_1 = nn.PReLU()
        self.xieluactivation_3 = XIELUActivation()

    def forward(self, x, x1, x2):
        x = self.fastgeluactivation_0(x)
        x = self.prelu_1(x)
        x = torch.lerp(x, x1, x2)
        x = self.xieluactivation_3(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(400, 32, 32, 32), torch.randn(400, 32, 32, 32), torch.randn(400, 32, 32, 32)]


def get_init_inputs():
    return []
