"""torch.moveaxis -> torch.div -> Threshold -> torch.geqrf: synthesised by warpgym synth (seed 7, index 547, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.moveaxis -> torch.div -> Threshold -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = torch.moveaxis(x, 2, 1)
        x = torch.div(x, x1)
        x = self.threshold_2(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(16, 128, 64)]


def get_init_inputs():
    return []
