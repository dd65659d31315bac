import torch
import torch.nn as nn

import cpu_extension


class ModelNew(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cpu_extension.rowsum(x, self.dim)
