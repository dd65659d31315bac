"""hf.FastGELUActivation -> torch.cos -> F.gelu -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 8, index 182, transformers#4, dim 0 x1023)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> torch.cos -> F.gelu -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x, x1):
        x = self.fastgeluactivation_0(x)
        x = torch.cos(x)
        x = F.gelu(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(523776, 256), torch.randn(523776, 256)]


def get_init_inputs():
    return []
