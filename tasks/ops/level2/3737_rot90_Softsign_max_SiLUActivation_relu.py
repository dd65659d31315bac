"""torch.rot90 -> Softsign -> torch.max -> hf.SiLUActivation -> F.relu: synthesised by warpgym synth (seed 7, index 4912, transformers#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.rot90 -> Softsign -> torch.max -> hf.SiLUActivation -> F.relu"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()
        self.siluactivation_3 = SiLUActivation()

    def forward(self, x, x1):
        x = torch.rot90(x)
        x = self.softsign_1(x)
        x = torch.max(x, x1)
        x = self.siluactivation_3(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(32, 16, 256)]


def get_init_inputs():
    return []
